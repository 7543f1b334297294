import type { SigningKeys } from './keys';

/** What the identity service is told by the server that mounts it. */
export interface IdentityConfig {
  /** Cognito's form "<region>_<name>": Amplify takes the region from before "_" and hashes the name into SRP. */
  poolId: string;
  clientId: string;
  /** The `iss` of every token, e.g. `<publicUrl>/identity/<poolId>`; never an AWS address. */
  issuer: string;
  /** Lifetime of ID and access tokens (Cognito keeps them equal by default). */
  idTokenSeconds: number;
  refreshTokenDays: number;
  /** Where the signing keys are kept (e.g. `<dataDir>/identity`); in memory when omitted. */
  keysDir?: string;
  /** The signing keys themselves (`sharedSigningKeys`: one key for every process over one PostgreSQL). */
  keys?: SigningKeys;
  production: boolean;
  /** Bearer secret for the Admin* operations over HTTP; without it they are refused over HTTP. */
  adminSecret?: string;
  /** The portal's address, for links in invitation and reset mails; links are left out when omitted. */
  appUrl?: string;
  /** The portal's address for a brand (a client's own host name); `appUrl` when not given. */
  appUrlOf?: (brand: string | null) => string;
  /** The brand a person's mail is made in (their client's); Beacon's when omitted or null. */
  mailBrand?: (email: string) => Promise<string | null>;
  limits?: Partial<IdentityLimits>;
}

/** Cognito's throttles and lifetimes, overridable so tests need not wait for them. */
export interface IdentityLimits {
  /** Wrong passwords in a row before sign-in is refused with "Password attempts exceeded". */
  maxFailedSignIns: number;
  lockoutSeconds: number;
  /** Between InitiateAuth and the answer to its challenge (Cognito: 3 minutes). */
  challengeSeconds: number;
  codeSeconds: number;
  /** Wrong codes before ConfirmForgotPassword answers LimitExceededException. */
  maxCodeAttempts: number;
  /** Codes sent per account per hour before ForgotPassword answers LimitExceededException. */
  maxCodesPerHour: number;
  temporaryPasswordDays: number;
}

export const DEFAULT_LIMITS: IdentityLimits = {
  maxFailedSignIns: 5,
  lockoutSeconds: 15 * 60,
  challengeSeconds: 3 * 60,
  codeSeconds: 60 * 60,
  maxCodeAttempts: 5,
  maxCodesPerHour: 5,
  temporaryPasswordDays: 7,
};

/** The part of the pool id after "_", which Amplify mixes into the SRP hashes and the signature. */
export function poolName(config: Pick<IdentityConfig, 'poolId'>): string {
  const name = config.poolId.split('_')[1];
  if (!name) throw new Error(`The identity pool id "${config.poolId}" must look like "us-east-1_name".`);
  return name;
}

/**
 * The Amplify configuration the host fetches. `userPoolEndpoint` sends Amplify here instead of AWS: pass this
 * service's absolute address (Amplify needs a full URL); pass nothing against a real Cognito pool.
 */
export function publicAuthConfig(config: Pick<IdentityConfig, 'poolId' | 'clientId'>, publicUrl?: string) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.poolId,
        userPoolClientId: config.clientId,
        ...(publicUrl ? { userPoolEndpoint: `${publicUrl.replace(/\/$/, '')}/identity/` } : {}),
        loginWith: { email: true },
      },
    },
  };
}
