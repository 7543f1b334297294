// `@beacon/shared/csv`: the one CSV writer, for the front end's exports and the server's files alike. Stateless.
export { toCsv } from './csv';
