import { paletteChecks } from '@beacon/shared/brand';
import { describeError } from '@beacon/shared/errors';
import { Alert, App, Button, Col, Flex, Input, Popconfirm, Row, Typography } from 'antd';
import { useState } from 'react';
import { BrandImageField } from './brand-image-field';
import { BrandPreview } from './brand-preview';
import {
  fieldErrorsOf,
  useDeleteBrand,
  useSaveBrand,
  useUploadBrandImage,
  type BrandDraft,
  type ClientBrand,
  type ImageKind,
} from './client-brand';
import { ColourField } from './colour-field';
import { HostNamesField } from './host-names-field';
import { LoginBackgroundField } from './login-background-field';

/** A new brand's start: colours that pass every check, the client's name, no host name yet. */
export function newDraft(clientName: string): BrandDraft {
  return {
    name: clientName,
    palette: ['#0b7285', '#1f4e79', '#a6611a', '#6c5ce7', '#2b8a3e', '#c92a2a', '#5c6b7a'],
    ink: '#0b2533',
    loginBackground: { kind: 'gradient', angle: 150, stops: [1, 0] },
    hosts: [],
  };
}

const draftOf = (brand: ClientBrand): BrandDraft => ({
  name: brand.name,
  palette: brand.palette,
  ink: brand.ink,
  loginBackground: brand.loginBackground,
  hosts: brand.hosts,
});

const COLOUR_LABELS = ['Colour 1 (primary)', 'Colour 2', 'Colour 3', 'Colour 4', 'Colour 5', 'Colour 6', 'Colour 7'];

/** The brand of one client: edited in full, checked as it is chosen, saved at once; images upload on their own. */
export function BrandEditor({
  clientId,
  clientName,
  saved,
}: {
  clientId: number;
  clientName: string;
  saved: ClientBrand | null;
}) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<BrandDraft>(() => (saved ? draftOf(saved) : newDraft(clientName)));
  const save = useSaveBrand(clientId);
  const remove = useDeleteBrand(clientId);
  const upload = useUploadBrandImage(clientId);
  const [uploading, setUploading] = useState<ImageKind | null>(null);
  const errors = { ...fieldErrorsOf(save.error), ...fieldErrorsOf(upload.error) };
  const checks = Object.fromEntries(paletteChecks(draft).map((check) => [check.field, check]));
  const change = (part: Partial<BrandDraft>) => setDraft((current) => ({ ...current, ...part }));
  const setColour = (index: number, colour: string) =>
    change({ palette: draft.palette.map((c, i) => (i === index ? colour : c)) });

  const submit = () =>
    save.mutate(
      { ...draft, hosts: draft.hosts.filter((host) => host.trim()) },
      {
        onSuccess: (brand) => {
          setDraft(draftOf(brand));
          void message.success('Brand saved. Its host names show it on their next page load.');
        },
      },
    );
  const pick = (kind: ImageKind) => (file: File) => {
    setUploading(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => void message.success(kind === 'logo' ? 'Logo uploaded.' : 'Background image uploaded.'),
        onSettled: () => setUploading(null),
      },
    );
  };
  const imageField = (kind: ImageKind) => (
    <BrandImageField
      label={kind === 'logo' ? 'Logo' : 'Background image'}
      hint={`PNG, SVG, JPEG or WebP, at most ${kind === 'logo' ? '512 KB' : '3 MB'}. An SVG with scripts, links or embedded content is refused.`}
      url={(kind === 'logo' ? saved?.logoUrl : saved?.backgroundUrl) ?? null}
      disabledReason={saved ? null : `Save the brand first, then upload its ${kind === 'logo' ? 'logo' : 'image'}.`}
      busy={uploading === kind}
      error={errors[kind]}
      onPick={pick(kind)}
    />
  );
  const general =
    save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? describeError(save.error) : null;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Flex vertical gap={20}>
          <Flex vertical gap={4}>
            <label htmlFor="brand-name">
              <Typography.Text strong>Name</Typography.Text>
            </label>
            <Input
              id="brand-name"
              value={draft.name}
              maxLength={80}
              onChange={(event) => change({ name: event.target.value })}
              status={errors.name ? 'error' : undefined}
              aria-describedby={errors.name ? 'brand-name-error' : undefined}
              style={{ maxWidth: 360 }}
            />
            {errors.name && (
              <Typography.Text type="danger" id="brand-name-error">
                Name {errors.name}
              </Typography.Text>
            )}
          </Flex>
          {imageField('logo')}
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              The first colour carries white text (buttons, the selected drawer entry); the others are chart colours on
              white. The ink is the drawer&apos;s and the sign-in panel&apos;s deep colour.
            </Typography.Text>
            <Row gutter={[16, 16]}>
              {draft.palette.map((colour, index) => (
                <Col xs={24} md={12} key={index}>
                  <ColourField
                    label={COLOUR_LABELS[index]!}
                    value={colour}
                    onChange={(next) => setColour(index, next)}
                    check={checks[`palette.${index}`]}
                    error={errors[`palette.${index}`]}
                  />
                </Col>
              ))}
              <Col xs={24} md={12}>
                <ColourField
                  label="Ink"
                  value={draft.ink}
                  onChange={(ink) => change({ ink })}
                  check={checks.ink}
                  error={errors.ink}
                />
              </Col>
            </Row>
          </Flex>
          <LoginBackgroundField
            value={draft.loginBackground}
            palette={draft.palette}
            onChange={(loginBackground) => change({ loginBackground })}
            errors={errors}
            imageField={imageField('background')}
          />
          <HostNamesField hosts={draft.hosts} onChange={(hosts) => change({ hosts })} errors={errors} />
          {general && <Alert type="error" showIcon message={general} />}
          <Flex gap={8}>
            <Button type="primary" onClick={submit} loading={save.isPending}>
              Save brand
            </Button>
            {saved && (
              <Popconfirm
                title="Remove this brand?"
                description="Its host names go back to the built-in brand on their next page load."
                okText="Remove"
                onConfirm={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setDraft(newDraft(clientName));
                      void message.success('Brand removed.');
                    },
                  })
                }
              >
                <Button danger>Remove brand</Button>
              </Popconfirm>
            )}
          </Flex>
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <BrandPreview draft={draft} logoUrl={saved?.logoUrl ?? null} backgroundUrl={saved?.backgroundUrl ?? null} />
      </Col>
    </Row>
  );
}
