// jsdom has no MessageChannel; antd's form fields schedule through one. Messages arrive on a timer, as in a
// browser, and nothing holds the process open after the tests (Node's own MessageChannel would). Installed by the
// remotes whose forms need it (React's scheduler then uses it too, so it is not installed everywhere).
export function installTimerMessageChannel(): void {
  if ('MessageChannel' in globalThis) return;
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  class TimerMessageChannel {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
