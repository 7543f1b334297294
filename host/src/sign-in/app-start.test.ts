import { onAppStarted, announceAppStarted, startApp, warmApp, whenAppMayStart } from './app-start';

const appScripts = () => document.querySelectorAll('script[src="/main.js"]').length;

describe('the sign-in screens and the app on one page', () => {
  it('fetches the app once while the visitor types, and starts it only once they are signed in', async () => {
    warmApp();
    warmApp();
    expect(appScripts()).toBe(1);
    let started = false;
    const waiting = whenAppMayStart().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    startApp();
    await waiting;
    expect(started).toBe(true);
    expect(appScripts()).toBe(1);
  });

  it('gives the page to the app when it renders', () => {
    const handOver = jest.fn();
    onAppStarted(handOver);
    announceAppStarted();
    expect(handOver).toHaveBeenCalledTimes(1);
  });
});
