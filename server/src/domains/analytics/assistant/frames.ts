import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../../../kernel/http/schemas';
import { Value } from 'typebox/value';

/**
 * What a client sends on the assistant's socket (JSON text frames, or the `auth` frame as query parameters), one
 * schema per `type`; the socket checks every frame against its schema before it acts on it. Ids may come as
 * digits (query parameters are text): they are converted first, as the API converts path numbers.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const AnswerId = Type.String({ minLength: 1, maxLength: 60 });

/** A tool the engine called for an answer, with the figures it read (as the history operation answers it too). */
export const ToolCallSchema = Type.Object(
  {
    name: Type.String(),
    arguments: Type.Record(Type.String(), Type.Unknown()),
    figures: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
    error: Type.Optional(Type.String()),
    /** What the built-in engine's answer shows beside its words: a small table (formatted cells) and links to screens. */
    view: Type.Optional(
      Type.Object({
        table: Type.Optional(
          Type.Object({ columns: Type.Array(Type.String()), rows: Type.Array(Type.Array(Type.String())) }),
        ),
        links: Type.Optional(Type.Array(Type.Object({ label: Type.String(), href: Type.String() }))),
      }),
    ),
  },
  { title: 'AssistantToolCall' },
);
/**
 * What a conversation is about: its client, and the advertiser or campaign it keeps to (neither: the whole client),
 * as the history operation lists conversations and the socket's `ready` opens one.
 */
export const ConversationSubject = {
  clientId: Type.Integer(),
  advertiserId: Nullable(Type.Integer()),
  campaignId: Nullable(Type.Integer()),
};
/** A message of a conversation: the history operation's answer and the socket's `ready` and `answer-end`. */
export const MessageSchema = Type.Object(
  {
    id: Type.String(),
    role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
    content: Type.String(),
    status: Type.Union([
      Type.Literal('streaming'),
      Type.Literal('complete'),
      Type.Literal('stopped'),
      Type.Literal('error'),
    ]),
    engine: Nullable(Type.String()),
    toolCalls: Type.Array(ToolCallSchema),
    createdAt: Type.String(),
  },
  { title: 'AssistantMessage' },
);

export const ClientFrames = {
  auth: Type.Object({
    type: Type.Literal('auth'),
    /** The ID token; an empty or unknown one answers `unauthorized`. */
    token: Type.String({ maxLength: 8192 }),
    clientId: Type.Optional(Id),
    advertiserId: Type.Optional(Id),
    campaignId: Type.Optional(Id),
    conversationId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** Demo mode's session key; a malformed one is ignored, as on the API. */
    demoKey: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  /** Its length and characters are judged after trimming, with the question's own message. */
  ask: Type.Object({ type: Type.Literal('ask'), text: Type.String() }),
  /** Stops one answer, or every answer being written in the conversation. */
  stop: Type.Object({ type: Type.Literal('stop'), answerId: Type.Optional(AnswerId) }),
  /** Sends what was missed of an answer after `fromSeq` tokens, then the rest. */
  resume: Type.Object({
    type: Type.Literal('resume'),
    answerId: AnswerId,
    fromSeq: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  'new-conversation': Type.Object({ type: Type.Literal('new-conversation') }),
  ping: Type.Object({ type: Type.Literal('ping') }),
} satisfies Record<string, TSchema>;

/**
 * What the server sends on the socket, one schema per `type`: the one source of the frames' types on both sides (the
 * socket's `send` takes nothing else; `pnpm api:types` writes them for the front end, as the APIs' own types).
 */
export const ServerFrames = {
  /** Signed in: the conversation, its messages so far, the answers still being written, questions to suggest. */
  ready: Type.Object({
    type: Type.Literal('ready'),
    conversationId: Type.String(),
    ...ConversationSubject,
    engine: Type.String(),
    messages: Type.Array(MessageSchema),
    streaming: Type.Array(Type.Object({ answerId: AnswerId, seq: Type.Integer({ minimum: 0 }) })),
    /** Questions the engine answers for this client, built from its own advertisers and campaigns. */
    suggestions: Type.Optional(Type.Array(Type.String())),
  }),
  'answer-start': Type.Object({
    type: Type.Literal('answer-start'),
    answerId: AnswerId,
    questionId: Type.String(),
    conversationId: Type.String(),
  }),
  tool: Type.Object({ type: Type.Literal('tool'), answerId: AnswerId, call: ToolCallSchema }),
  /** The answer's `seq`-th piece of text. */
  token: Type.Object({
    type: Type.Literal('token'),
    answerId: AnswerId,
    seq: Type.Integer({ minimum: 1 }),
    text: Type.String(),
  }),
  'answer-end': Type.Object({
    type: Type.Literal('answer-end'),
    answerId: AnswerId,
    status: Type.Union([Type.Literal('complete'), Type.Literal('stopped'), Type.Literal('error')]),
    message: Type.Optional(MessageSchema),
  }),
  error: Type.Object({ type: Type.Literal('error'), code: Type.String(), message: Type.String() }),
  pong: Type.Object({ type: Type.Literal('pong') }),
} satisfies Record<string, TSchema>;

export type ServerFrame = Static<(typeof ServerFrames)[keyof typeof ServerFrames]>;

/** Both directions as one schema each, for the generated front-end types. */
export const FRAME_SCHEMAS = {
  AssistantClientFrame: Type.Union(Object.values(ClientFrames)),
  AssistantServerFrame: Type.Union(Object.values(ServerFrames)),
};

export type ClientFrameType = keyof typeof ClientFrames;
export type ClientFrame<T extends ClientFrameType = ClientFrameType> = Static<(typeof ClientFrames)[T]>;

/** A frame as its schema reads it, or what is wrong with it, in words for the `error` frame. */
export function readClientFrame(value: unknown): { frame: ClientFrame } | { problem: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: 'Messages are JSON objects' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(ClientFrames, type)) return { problem: 'Unknown message type' };
  const schema: TSchema = ClientFrames[type as ClientFrameType];
  const converted = Value.Convert(schema, value);
  if (Value.Check(schema, converted)) return { frame: converted as ClientFrame };
  const [first] = [...Value.Errors(schema, converted)] as {
    keyword?: string;
    instancePath?: string;
    params?: { requiredProperties?: string[]; missingProperty?: string };
    message?: string;
  }[];
  const field =
    first?.instancePath?.replace(/^\//, '') ||
    first?.params?.missingProperty ||
    first?.params?.requiredProperties?.[0] ||
    'message';
  const what = first?.keyword === 'required' ? 'is required' : (first?.message ?? 'is invalid');
  return { problem: `Invalid ${type} message: ${field} ${what}` };
}
