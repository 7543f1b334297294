import type { AssistantMessage } from './assistant-protocol';
import { Card, Flex, Tag, Typography } from 'antd';
import { AnswerView } from './answer-view';
import { HowIGotThis } from './how-i-got-this';
import { answerText, engineLabel } from './answer-parts';

/**
 * One message: a question, or an answer with its table and links, the query behind it ("How I got this": the tool
 * calls and figures it used) and the engine that wrote it.
 */
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
        {!streaming && <AnswerView calls={message.toolCalls} />}
        {message.toolCalls.length > 0 && <HowIGotThis calls={message.toolCalls} />}
        {engine && !streaming && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {engine}
          </Typography.Text>
        )}
      </Card>
    </article>
  );
}
