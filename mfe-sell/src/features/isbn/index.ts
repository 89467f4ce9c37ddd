export { isbn13Of, isbnProblemNow, readIsbn, type IsbnProblem, type IsbnReading } from './isbn';
