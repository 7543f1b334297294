import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ChatMessage } from './chat-message';
import { useAssistant, type AssistantFocus } from './use-assistant';

/** Until the server has sent its own (built from the client's names). */
const SUGGESTIONS = ['How many live campaigns do we have?', 'How much did we spend in the last 30 days?'];

const STATUS_TEXT = {
  connecting: 'Connecting…',
  ready: 'Connected',
  reconnecting: 'Reconnecting…',
  closed: 'Disconnected',
};

/** The chat: history, the answer being written, a box to ask, Stop while an answer streams. */
export function AssistantChat({ focus, suggestions = [] }: { focus: AssistantFocus; suggestions?: string[] }) {
  const chat = useAssistant(focus);
  const [question, setQuestion] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, last?.content]);

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || chat.streaming || chat.status !== 'ready') return;
    chat.ask(trimmed);
    setQuestion('');
  };

  return (
    <Card
      title="Conversation"
      extra={
        <Flex gap={8} align="center">
          <Tag color={chat.status === 'ready' ? 'success' : 'default'} role="status">
            {STATUS_TEXT[chat.status]}
          </Tag>
          <Button size="small" onClick={chat.startOver} disabled={chat.status !== 'ready' || Boolean(chat.streaming)}>
            New conversation
          </Button>
        </Flex>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      {/* Busy until the assistant is connected: until then nothing here can be asked (the suggestions wait too). */}
      <Flex
        vertical
        gap={12}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        aria-busy={chat.status === 'connecting' || chat.status === 'reconnecting'}
        style={{ minHeight: 200 }}
      >
        {chat.messages.length === 0 && chat.status === 'ready' && (
          <Empty description="Ask about your delivery (spend, impressions, clicks, CTR, CPM… over any range, ranked, compared or by channel), campaigns by status, pacing, billing, audiences or documents." />
        )}
        {chat.messages.map((m) => (
          <ChatMessage key={m.id} message={m} />
        ))}
        <div ref={end} />
      </Flex>
      {chat.problem && <Alert type="warning" showIcon title={chat.problem} closable />}
      <Flex gap={8} wrap role="group" aria-label="Suggested questions">
        {[...new Set([...suggestions, ...(chat.suggestions.length ? chat.suggestions : SUGGESTIONS)])].map((s) => (
          <Button
            key={s}
            size="small"
            style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', maxWidth: '100%' }}
            onClick={() => ask(s)}
            disabled={chat.status !== 'ready' || Boolean(chat.streaming)}
          >
            {s}
          </Button>
        ))}
      </Flex>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label="Your question"
          placeholder="Ask a question"
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={2000}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              ask(question);
            }
          }}
        />
        {chat.streaming ? (
          <Button danger icon={<StopOutlined />} onClick={chat.stop}>
            Stop
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={() => ask(question)}
            disabled={!question.trim() || chat.status !== 'ready'}
          >
            Ask
          </Button>
        )}
      </Flex>
    </Card>
  );
}
