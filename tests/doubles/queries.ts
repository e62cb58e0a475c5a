/**
 * CONFIG.queries and User#query live with the users (tests/doubles/users.ts); these names are kept
 * for the tests of GM-side requests.
 */
export { asUser, installUsers, makeUser, sentQueries, type FakeUser as UserDouble, type SentQuery } from "./users.ts";
