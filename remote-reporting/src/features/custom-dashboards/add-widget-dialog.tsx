import { WIDGET_DIMENSIONS, WIDGET_KINDS, type WidgetKind } from '@beacon/shared/api';
import { Form, Input, Select } from 'antd';
import { CreateDialog } from '../../ui/create-dialog';
import { RELATIVE_RANGE_OPTIONS, type RelativeRange } from '../../ui/relative-ranges';
import type { Widget } from './custom-dashboards-api';
import { KIND_LABELS, MAPPED_METRICS, shapeOf } from './widget-words';

interface Values {
  kind: WidgetKind;
  title?: string;
  metrics?: string[];
  dimension?: string;
  range: RelativeRange | 'dashboard';
}

interface Props {
  open: boolean;
  metrics: { key: string; label: string }[];
  dimensions: { key: string; label: string }[];
  onCancel: () => void;
  onAdd: (widget: Widget) => void;
}

const TIME = ['day', 'week', 'month'];

/** Add widget: its kind, the metrics and the dimension its kind shows, and its own range or the dashboard's. */
export function AddWidgetDialog({ open, metrics, dimensions, onCancel, onAdd }: Props) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'kpi';
  const shape = shapeOf(kind);
  const metricOptions = metrics
    .filter((m) => kind !== 'map' || MAPPED_METRICS.includes(m.key))
    .map((m) => ({ value: m.key, label: m.label }));
  const dimensionOptions = dimensions
    .filter((d) => (WIDGET_DIMENSIONS as readonly string[]).includes(d.key))
    .filter((d) => shape.dimension !== 'time' || TIME.includes(d.key))
    .map((d) => ({ value: d.key, label: d.label }));
  return (
    <CreateDialog<Values>
      form={form}
      open={open}
      title="Add widget"
      okText="Add widget"
      busy={false}
      initial={{ kind: 'kpi', range: 'dashboard' }}
      onCancel={onCancel}
      onCreate={async (values) => {
        const label = (key: string) => metrics.find((m) => m.key === key)?.label ?? key;
        const chosen = shape.most === 0 ? [] : (values.metrics ?? []);
        const dimension =
          shape.dimension === 'none' ? null : (values.dimension ?? (shape.dimension === 'time' ? 'day' : null));
        onAdd({
          id: `${values.kind}-${Date.now().toString(36)}`,
          kind: values.kind,
          title: values.title?.trim() || (chosen.length ? chosen.map(label).join(', ') : KIND_LABELS[values.kind]),
          metrics: chosen as Widget['metrics'],
          dimension: dimension as Widget['dimension'],
          range: values.range === 'dashboard' ? null : values.range,
        });
        return true;
      }}
    >
      <Form.Item name="kind" label="Kind" rules={[{ required: true }]}>
        <Select
          options={WIDGET_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={() => form.setFieldsValue({ metrics: [], dimension: undefined })}
        />
      </Form.Item>
      <Form.Item name="title" label="Title" extra="Left empty: named after what it shows.">
        <Input maxLength={120} />
      </Form.Item>
      {shape.most > 0 && (
        <Form.Item
          name="metrics"
          label={shape.most === 1 ? 'Metric' : 'Metrics'}
          extra={shape.most === 1 ? undefined : `Up to ${shape.most}.`}
          rules={[{ required: true, type: 'array', min: shape.least, message: 'Choose what it shows.' }]}
        >
          <Select mode="multiple" maxCount={shape.most} options={metricOptions} optionFilterProp="label" />
        </Form.Item>
      )}
      {shape.dimension !== 'none' && (
        <Form.Item
          name="dimension"
          label={shape.dimension === 'time' ? 'By' : 'Grouped by'}
          rules={shape.dimension === 'required' ? [{ required: true, message: 'Choose what it is grouped by.' }] : []}
        >
          <Select options={dimensionOptions} placeholder={shape.dimension === 'time' ? 'Day' : undefined} />
        </Form.Item>
      )}
      <Form.Item name="range" label="Date range">
        <Select options={[{ value: 'dashboard', label: "The dashboard's range" }, ...RELATIVE_RANGE_OPTIONS]} />
      </Form.Item>
    </CreateDialog>
  );
}
