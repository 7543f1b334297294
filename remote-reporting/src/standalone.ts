// Development only: this remote alone, mounted through its parcel. Async so the shared modules resolve first.
void import('./standalone-bootstrap');
