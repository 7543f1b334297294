import type { AssistantMessage, AssistantToolCall } from '@beacon/shared';
import { Card, Flex, Tag, Typography } from 'antd';
import { answerText, engineLabel } from './answer-parts';

const figureText = (value: number | string) => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

function ToolCallLine({ call }: { call: AssistantToolCall }) {
  const args = Object.entries(call.arguments);
  return (
    <li>
      <Typography.Text code>{call.name}</Typography.Text>
      {args.length > 0 && (
        <Typography.Text type="secondary">
          {' '}
          ({args.map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ')})
        </Typography.Text>
      )}
      {call.error ? (
        <Typography.Text type="danger"> {call.error}</Typography.Text>
      ) : (
        <Flex gap={4} wrap style={{ marginTop: 4 }}>
          {Object.entries(call.figures).map(([name, value]) => (
            <Tag key={name} style={{ whiteSpace: 'normal', maxWidth: '100%', overflowWrap: 'anywhere' }}>
              {name}: {figureText(value)}
            </Tag>
          ))}
        </Flex>
      )}
    </li>
  );
}

/** One message: a question, or an answer with the tool calls and figures it used and the engine that wrote it. */
export function ChatMessage({ message }: { message: AssistantMessage }) {
  if (message.role === 'user')
    return (
      <Flex justify="flex-end">
        <article aria-label="Question" style={{ maxWidth: '85%' }}>
          <Card size="small" style={{ background: 'var(--ant-color-primary-bg)' }}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography.Text>
          </Card>
        </article>
      </Flex>
    );
  const streaming = message.status === 'streaming';
  const engine = engineLabel(message.engine);
  return (
    <article aria-label="Answer" aria-busy={streaming}>
      <Card size="small">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
          {answerText(message.content) || (streaming ? 'Thinking…' : '')}
          {streaming && <span aria-hidden> ▍</span>}
        </Typography.Paragraph>
        {message.status === 'stopped' && <Tag color="warning">Stopped</Tag>}
        {message.status === 'error' && <Tag color="error">The answer failed</Tag>}
        {message.toolCalls.length > 0 && (
          <section aria-label="Tools and figures used">
            <Typography.Text strong style={{ fontSize: 12 }}>
              Tools and figures used
            </Typography.Text>
            <ul style={{ paddingInlineStart: 18, margin: '4px 0 8px', fontSize: 12 }}>
              {message.toolCalls.map((call, i) => (
                <ToolCallLine key={`${call.name}-${i}`} call={call} />
              ))}
            </ul>
          </section>
        )}
        {engine && !streaming && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {engine}
          </Typography.Text>
        )}
      </Card>
    </article>
  );
}
