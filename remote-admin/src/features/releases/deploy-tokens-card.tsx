import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { secretColumns } from '../../ui/secret-columns';
import { SecretShownOnce } from '../../ui/secret-shown-once';
import {
  useDeployTokens,
  useIssueDeployToken,
  useRevokeDeployToken,
  type DeployToken,
  type IssuedDeployToken,
} from './deploy-tokens';

/** The token, this once: Beacon keeps only its hash, so it cannot be shown again. */
const IssuedTokenDialog = ({ issued, onClose }: { issued: IssuedDeployToken; onClose: () => void }) => (
  <SecretShownOnce
    title={`Deploy token for ${issued.remote}`}
    noun="token"
    secret={issued.token}
    keeping="Store it in the team's CI secrets as BEACON_DEPLOY_TOKEN; if it is lost, revoke it and issue another."
    onClose={onClose}
  />
);

/** Revoke, once confirmed: the team's pipeline is refused from then on. */
function RevokeTokenDialog({ token, onClose }: { token: DeployToken; onClose: () => void }) {
  const revoke = useRevokeDeployToken();
  return (
    <ConfirmDialog
      title={`Revoke the deploy token for ${token.remote}?`}
      okText="Revoke"
      danger
      busy={revoke.isPending}
      onConfirm={() => revoke.mutate(token.id, { onSettled: onClose })}
      onCancel={onClose}
    >
      Pipelines deploying with {token.prefix}… will be refused from now on. This cannot be undone.
    </ConfirmDialog>
  );
}

/** How a remote may be named (the server's rule): lower-case letters, digits and dashes. */
const NEW_REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Deploy tokens: what a remote's team releases, canaries, promotes and rolls back its remote with, from its own CI
 * (`pnpm remotes …` with BEACON_DEPLOY_URL and BEACON_DEPLOY_TOKEN). One remote each, shown once, revocable.
 */
export function DeployTokensCard({ remotes }: { remotes: { name: string; title: string }[] }) {
  const tokens = useDeployTokens();
  const issue = useIssueDeployToken();
  const [remote, setRemote] = useState<string>();
  const [typed, setTyped] = useState('');
  // A remote a team keeps in its own repository is not listed until its first release: its name, typed, is offered.
  const newName = NEW_REMOTE_NAME.test(typed) && !remotes.some((r) => r.name === typed) ? typed : null;
  const [issued, setIssued] = useState<IssuedDeployToken | null>(null);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  return (
    <Card title="Deploy tokens" size="small">
      <Typography.Paragraph>
        A remote&apos;s team deploys it from its own pipeline with a token for that remote only. Every use is in the
        activity log.
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          id="deploy-token-remote"
          aria-label="Remote"
          placeholder="Remote"
          style={{ minWidth: 220 }}
          value={remote}
          onChange={setRemote}
          showSearch={{ onSearch: (text) => setTyped(text.trim()), optionFilterProp: 'label' }}
          options={[
            ...remotes.map((r) => ({ value: r.name, label: `${r.title} (${r.name})` })),
            ...(newName ? [{ value: newName, label: `New remote: ${newName}` }] : []),
          ]}
        />
        <Button
          type="primary"
          disabled={!remote}
          loading={issue.isPending}
          onClick={() => remote && issue.mutate(remote, { onSuccess: (made) => setIssued(made) })}
        >
          Issue token
        </Button>
      </Flex>
      <Table<DeployToken>
        aria-label="Deploy tokens"
        rowKey="id"
        size="small"
        loading={tokens.isLoading}
        dataSource={tokens.data}
        pagination={false}
        locale={{ emptyText: tokens.isError ? 'The tokens could not be loaded' : 'No deploy tokens yet' }}
        columns={[
          { title: 'Remote', dataIndex: 'remote', key: 'remote' },
          ...secretColumns<DeployToken>({
            prefixTitle: 'Token',
            revokeLabel: (t) => `Revoke the token for ${t.remote} (${t.prefix}…)`,
            onRevoke: setRevoking,
          }),
        ]}
      />
      {issued && <IssuedTokenDialog issued={issued} onClose={() => setIssued(null)} />}
      {revoking && <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}
