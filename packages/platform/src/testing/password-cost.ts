/**
 * scrypt's N on test platforms: suites make hundreds of accounts, and the production cost (2^17) would spend most
 * of their time hashing. A suite that tests hashing itself passes its own `passwordCost`.
 */
export const TEST_PASSWORD_COST = 2 ** 10;
