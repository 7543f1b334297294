import { DEMO_MODE_KEY } from '@beacon/shared/demo';
import type { AssistantMessage } from '../features/assistant/assistant-protocol';

// Where demo mode keeps its per-session key (shared/src/demo/demo-mode.ts).
const DEMO_SESSION_KEY = 'beacon.demoKey';
import { fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { analyticsRoutes } from '../testing/analytics-fixtures';
import { installFakeSocket, lastSocket, FakeSocket } from '../testing/fake-socket';
import { renderRoute } from '../testing/render-route';

const PAGE = '/clients/1/reporting-suite/5/assistant';
let hub: ReturnType<typeof fakeHub>;

const ready = (messages: AssistantMessage[] = [], streaming: { answerId: string; seq: number }[] = []) => ({
  type: 'ready' as const,
  conversationId: 'conv-1',
  clientId: 1,
  advertiserId: 5,
  campaignId: null,
  engine: 'built-in',
  messages,
  streaming,
});
const CALL = { name: 'campaign_metrics', arguments: {}, figures: { countActive: 42, countTotal: 90 } };

beforeEach(() => {
  sessionStorage.clear();
  installFakeSocket();
  hub = fakeHub(analyticsRoutes());
});
afterEach(() => hub.restore());

async function connected() {
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
  const socket = lastSocket();
  await waitFor(() => expect(socket.of('auth')).toHaveLength(1));
  return socket;
}

it('authenticates for the advertiser, shows the history, and streams an answer with its figures and engine', async () => {
  renderRoute(PAGE);
  const socket = await connected();
  expect(socket.url).toBe('ws://localhost/assistant/ws');
  expect(socket.of('auth')[0]).toEqual({ type: 'auth', token: '', clientId: 1, advertiserId: 5 });
  socket.push(
    ready([
      {
        id: 'q0',
        role: 'user',
        content: 'How many overdue invoices do we have?',
        status: 'complete',
        createdAt: '2026-11-20T10:00:00Z',
        engine: null,
        toolCalls: [],
      },
    ]),
  );
  expect(await screen.findByRole('article', { name: 'Question' })).toHaveTextContent(
    'How many overdue invoices do we have?',
  );

  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
    target: { value: 'How many active campaigns do we have?' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Ask/ }));
  expect(socket.of('ask')).toEqual([{ type: 'ask', text: 'How many active campaigns do we have?' }]);
  socket.push({ type: 'answer-start', answerId: 'a1', questionId: 'q1', conversationId: 'conv-1' });
  socket.push({ type: 'tool', answerId: 'a1', call: CALL });
  socket.push({ type: 'token', answerId: 'a1', seq: 1, text: 'You have' });
  const answer = screen.getByRole('article', { name: 'Answer' });
  expect(answer).toHaveTextContent('You have');
  expect(answer).not.toHaveTextContent('42 active');
  // Stop is offered while the answer is written.
  fireEvent.click(screen.getByRole('button', { name: /Stop/ }));
  expect(socket.of('stop')).toEqual([{ type: 'stop', answerId: 'a1' }]);
  socket.push({ type: 'token', answerId: 'a1', seq: 2, text: ' 42 active (live) campaigns.' });
  socket.push({ type: 'answer-end', answerId: 'a1', status: 'complete' });
  expect(answer).toHaveTextContent('You have 42 active (live) campaigns.');
  fireEvent.click(within(answer).getByRole('button', { name: /How I got this/ }));
  expect(within(answer).getByRole('region', { name: 'Tools and figures used' })).toHaveTextContent(
    'campaign_metricscountActive: 42countTotal: 90',
  );
  expect(answer).toHaveTextContent('Answered by the built-in engine');
  expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
});

it('offers the server’s suggested questions and asks one when pressed', async () => {
  renderRoute(PAGE);
  const socket = await connected();
  socket.push({ ...ready(), suggestions: ['How much has Trailhead Gear spent in the last 30 days?'] });
  const group = await screen.findByRole('group', { name: 'Suggested questions' });
  const suggestion = within(group).getByRole('button', {
    name: 'How much has Trailhead Gear spent in the last 30 days?',
  });
  fireEvent.click(suggestion);
  expect(socket.of('ask')).toEqual([{ type: 'ask', text: 'How much has Trailhead Gear spent in the last 30 days?' }]);
});

it('reconnects a dropped socket to the same conversation and resumes the answer after the last token', async () => {
  renderRoute(PAGE);
  const first = await connected();
  first.push(ready());
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), {
    target: { value: 'Which channel is best for conversions?' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Ask/ }));
  first.push({ type: 'answer-start', answerId: 'a1', questionId: 'q1', conversationId: 'conv-1' });
  first.push({ type: 'token', answerId: 'a1', seq: 1, text: 'For conversions,' });
  first.push({ type: 'token', answerId: 'a1', seq: 2, text: ' Display' });
  first.drop();
  expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();

  await waitFor(() => expect(FakeSocket.opened).toHaveLength(2), { timeout: 5000 });
  const second = await connected();
  expect(second.of('auth')[0]).toMatchObject({ conversationId: 'conv-1' });
  second.push(
    ready(
      [
        {
          id: 'q1',
          role: 'user',
          content: 'Which channel is best for conversions?',
          status: 'complete',
          createdAt: '2026-11-20T10:00:00Z',
          engine: null,
          toolCalls: [],
        },
        {
          id: 'a1',
          role: 'assistant',
          content: '',
          status: 'streaming',
          createdAt: '2026-11-20T10:00:00Z',
          engine: 'built-in',
          toolCalls: [],
        },
      ],
      [{ answerId: 'a1', seq: 3 }],
    ),
  );
  expect(second.of('resume')).toEqual([{ type: 'resume', answerId: 'a1', fromSeq: 2 }]);
  // A token seen before the drop is not written twice.
  second.push({ type: 'token', answerId: 'a1', seq: 2, text: ' Display' });
  second.push({ type: 'token', answerId: 'a1', seq: 3, text: ' did best.' });
  second.push({ type: 'answer-end', answerId: 'a1', status: 'complete' });
  expect(screen.getByRole('article', { name: 'Answer' })).toHaveTextContent(/^For conversions, Display did best\./);
});

it('asks about all advertisers when told, and sends the demo key in demo mode', async () => {
  sessionStorage.setItem(DEMO_MODE_KEY, 'on');
  sessionStorage.setItem(DEMO_SESSION_KEY, 'demo-key-1');
  renderRoute(PAGE);
  const first = await connected();
  expect(first.of('auth')[0]).toMatchObject({ advertiserId: 5, demoKey: 'demo-key-1' });
  fireEvent.click(screen.getByText('All advertisers'));
  await waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
  const second = await connected();
  expect(second.of('auth')[0]).toEqual({ type: 'auth', token: '', clientId: 1, demoKey: 'demo-key-1' });
});

it("shows 'Not found' for an advertiser out of reach, and opens no socket", async () => {
  hub.restore();
  hub = fakeHub({ ...analyticsRoutes(), '/clients/1/advertisers/5': () => ({ status: 404, data: {} }) });
  renderRoute(PAGE);
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(FakeSocket.opened).toHaveLength(0);
});
