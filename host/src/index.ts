// Asynchronous boundary: the federation runtime settles the shared singletons before any of them is used.
void import('./bootstrap');
