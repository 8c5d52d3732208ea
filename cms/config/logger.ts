/** LOG_LEVEL quietens the cms where its request log is noise (tests, benchmarks). */
export default () => ({
  level: process.env.LOG_LEVEL ?? "http",
});
