import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';

/**
 * What a client sends on the assistant's socket (JSON text frames, or the `auth` frame as query parameters), one
 * schema per `type`; the socket checks every frame against its schema before it acts on it. Ids may come as
 * digits (query parameters are text): they are converted first, as the API converts path numbers.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const AnswerId = Type.String({ minLength: 1, maxLength: 60 });

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
