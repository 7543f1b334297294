import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

interface Props {
  /** What is searched, as its label says it: 'Search invoices'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The search box at the head of a list: a magnifier, the list's name as its label and hint, a clear button. */
export function SearchBox({ label, value, onChange, disabled }: Props) {
  return (
    <Input
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={label}
      aria-label={label}
      disabled={disabled}
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
