import { whenAppMayStart } from './sign-in/app-start';

// Asynchronous boundary: the federation runtime settles the shared singletons before any of them is used.
// The sign-in screens may have loaded this file early, to warm the cache: the app then starts at their word.
const app = import('./bootstrap');
void Promise.all([app, whenAppMayStart()]).then(([{ startApp }]) => startApp());
