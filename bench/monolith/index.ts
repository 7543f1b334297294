// The entry of the monolithic build: the host's own start, with every remote compiled in.
import { startApp } from '../../host/src/bootstrap';

startApp();
