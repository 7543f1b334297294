// The entry of the monolithic build: the host's own start, with every remote compiled in. Like the host's entry
// it waits for the sign-in screens' word when they only fetched it to warm the cache (the monolith has the same
// first script, sign-in bundle and app shell as the federated product: only federation differs).
import { startApp } from '../../host/src/bootstrap';
import { whenAppMayStart } from '../../host/src/sign-in/app-start';

void whenAppMayStart().then(() => startApp());
