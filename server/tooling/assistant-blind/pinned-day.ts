/**
 * The seed and every range are relative to today (UTC): a question set whose truths were read on one day is asked
 * on that day. This moves the process's clock by whole days to `day` (the time of day and its ticking are kept),
 * before the harness seeds, so the seed, the tokens and the engine all live on that day. It gives back the undo.
 */
export function pinDay(day: string): () => void {
  const RealDate = Date;
  const offset = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${new RealDate().toISOString().slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(offset)) throw new Error(`${day} is not a day (yyyy-MM-dd)`);
  if (offset === 0) return () => undefined;
  class PinnedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
