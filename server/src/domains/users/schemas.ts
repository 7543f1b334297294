import { Type } from 'typebox';
import { INTERNAL_ROLES, PRIVILEGES, STANDARD_ROLES, USER_TYPES } from '../../semantic/enumerations';
import { Email, Id, Nullable, oneOf, Username } from '../../kernel/http/schemas';

export { INTERNAL_ROLES, PRIVILEGES, STANDARD_ROLES };

const Privilege = oneOf(PRIVILEGES);
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f]*\\S[^\\u0000-\\u001f]*$' });

export const User = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    role: oneOf([...INTERNAL_ROLES, ...STANDARD_ROLES]),
    type: oneOf(USER_TYPES),
    clientId: Nullable(Type.Integer()),
    client: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), apps: Type.Array(Type.String()) })),
    advertiserIds: Type.Array(Type.Integer()),
    advertiserGroupIds: Type.Array(Type.Integer()),
    advertisers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    advertiserGroups: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), advertiserIds: Type.Array(Type.Integer()) }),
    ),
    enabled: Type.Boolean(),
    termsOfUseAccepted: Type.Boolean(),
    privileges: Type.Array(oneOf(PRIVILEGES)),
    version: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'User' },
);

export const PatchMe = Type.Object(
  { firstName: Type.Optional(Name), lastName: Type.Optional(Name) },
  { additionalProperties: false, minProperties: 1 },
);

const Assignments = {
  advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  advertiserGroupIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  privileges: Type.Optional(Type.Array(Privilege, { maxItems: 10 })),
};

export const CreateStandardUser = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Name,
    role: oneOf(STANDARD_ROLES),
    ...Assignments,
  },
  { additionalProperties: false },
);
const Version = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const UpdateStandardUser = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    role: oneOf(STANDARD_ROLES),
    ...Assignments,
    /** The version the dialog saw: when sent, a save over someone else's newer one is refused (409). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);

export const CreateInternalUser = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Name,
    role: oneOf(INTERNAL_ROLES),
    privileges: Assignments.privileges,
  },
  { additionalProperties: false },
);
export const UpdateInternalUser = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    role: oneOf(INTERNAL_ROLES),
    privileges: Assignments.privileges,
    version: Version,
  },
  { additionalProperties: false },
);

export const UsernameParams = Type.Object({ username: Username });
export const ClientUsernameParams = Type.Object({ clientId: Id, username: Username });

/** Privileges a new user gets when the request names none. */
export function defaultPrivileges(role: string): string[] {
  if (role === 'REPORTING_ONLY' || role === 'FRANCHISEE')
    return ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE'];
  return [...PRIVILEGES];
}
