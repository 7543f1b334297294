import type { AssistantToolCall } from './assistant-protocol';
import { Collapse, Flex, Tag, Typography } from 'antd';

const figureText = (value: number | string) => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

function ToolCallLine({ call }: { call: AssistantToolCall }) {
  const args = Object.entries(call.arguments).filter(([, v]) => v !== undefined);
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

/**
 * "How I got this": the query behind an answer (each tool call with its arguments) and the figures it gave,
 * folded away until asked for; a button, so it opens from the keyboard too.
 */
export function HowIGotThis({ calls }: { calls: AssistantToolCall[] }) {
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'query',
          label: 'How I got this',
          children: (
            <section aria-label="Tools and figures used">
              <ul style={{ paddingInlineStart: 18, margin: 0, fontSize: 12 }}>
                {calls.map((call, i) => (
                  <ToolCallLine key={`${call.name}-${i}`} call={call} />
                ))}
              </ul>
            </section>
          ),
        },
      ]}
    />
  );
}
