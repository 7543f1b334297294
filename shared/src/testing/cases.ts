/**
 * A table-driven test's loop: each input, given to `run`, gives the output beside it (compared by value, so an
 * output may be a list or an object).
 */
export function expectEach<Input, Output>(run: (input: Input) => Output, cases: readonly [Input, Output][]) {
  for (const [input, output] of cases) expect(run(input)).toEqual(output);
}
