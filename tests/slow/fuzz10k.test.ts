/**
 * The generic-query fuzz of tests/server/fuzz.test.ts (its generators and checks, owned by the
 * server core) raised to 10,000 payloads. The file reads FUZZ_RUNS when it loads, so it is
 * imported after setting it; its test registers here, in the slow project.
 */
process.env.FUZZ_RUNS = process.env.SLOW_FUZZ_RUNS ?? '10000';
await import('../server/fuzz.test');

export {};
