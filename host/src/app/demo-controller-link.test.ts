import { followDemoController } from './demo-controller-link';

function send(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('links from the demo-mode controller', () => {
  it('follows a path sent by the controller of this site', () => {
    const navigate = jest.fn();
    const stop = followDemoController(navigate);
    send({ type: 'beacon:navigate', path: '/clients/1/campaigns/7/overview' });
    expect(navigate).toHaveBeenCalledWith('/clients/1/campaigns/7/overview');
    stop();
  });

  it('ignores other sites, other messages and addresses that leave the site', () => {
    const navigate = jest.fn();
    const stop = followDemoController(navigate);
    send({ type: 'beacon:navigate', path: '/clients/1' }, 'https://elsewhere.test');
    send({ type: 'something-else', path: '/clients/1' });
    send({ type: 'beacon:navigate', path: '//elsewhere.test/x' });
    send({ type: 'beacon:navigate', path: 'https://elsewhere.test' });
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});
