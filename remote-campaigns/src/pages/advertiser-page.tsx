import { AdvertiserGate, type AdvertiserContext } from '@beacon/shared/access';
import { DOCUMENT_TYPE_FILTERS, type DocumentTypeFilter } from '@beacon/shared/api';
import { paths } from '@beacon/shared/paths';
import { OutOfReach, PageHeader, PageTabs } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AdvertiserOverview } from './advertiser-overview';
import { CustomReportsPanel } from '../features/custom-reports/custom-reports-panel';
import { DocumentsPanel } from '../features/documents/documents-panel';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'documents', label: 'Documents' },
  { key: 'custom-reports', label: 'Custom reports' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const typeOf = (value: string | null): DocumentTypeFilter =>
  (DOCUMENT_TYPE_FILTERS as readonly string[]).includes(value ?? '') ? (value as DocumentTypeFilter) : 'All';

function Advertiser({ clientId, advertiserId, advertiser: a, tab }: AdvertiserContext & { tab: Tab }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const owner = useMemo(() => ({ kind: 'advertiser' as const, id: advertiserId }), [advertiserId]);

  const panels: Record<Tab, React.ReactNode> = {
    overview: <AdvertiserOverview clientId={clientId} advertiser={a} />,
    documents: (
      <DocumentsPanel
        clientId={clientId}
        owner={owner}
        type={typeOf(search.get('type'))}
        onTypeChange={(type) => setSearch(type === 'All' ? {} : { type }, { replace: true })}
      />
    ),
    'custom-reports': <CustomReportsPanel clientId={clientId} owner={owner} />,
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={a.name}
        description={a.website && <Typography.Text type="secondary">{a.website}</Typography.Text>}
      />
      <PageTabs
        activeKey={tab}
        onChange={(key) => void navigate(paths.advertiser(clientId, a.id, key))}
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? panels[t.key] : null }))}
      />
    </Flex>
  );
}

/**
 * `/clients/{clientId}/advertisers/{advertiserId}/{tab}`. Spec section 2: nothing shows while access is pending,
 * and a denied advertiser is 'Not found'. The documents' type filter is kept in the address (`?type=PDF`).
 */
export default function AdvertiserPage() {
  const tab = (useParams().activeTab ?? 'overview') as Tab;
  if (!TABS.some((t) => t.key === tab)) return <OutOfReach />;
  return <AdvertiserGate>{(context) => <Advertiser {...context} tab={tab} />}</AdvertiserGate>;
}
