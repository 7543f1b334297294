import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';

/** The host names that show the brand, one per line, each with its server refusal under it. */
export function HostNamesField({
  hosts,
  onChange,
  errors,
}: {
  hosts: string[];
  onChange: (hosts: string[]) => void;
  errors: Record<string, string>;
}) {
  const set = (index: number, host: string) => onChange(hosts.map((h, i) => (i === index ? host : h)));
  return (
    <Flex vertical gap={8} role="group" aria-labelledby="brand-hosts-label">
      <Typography.Text strong id="brand-hosts-label">
        Host names
      </Typography.Text>
      <Typography.Text type="secondary">
        The addresses that show this brand, like portal.example.com. Each belongs to one client only.
      </Typography.Text>
      {hosts.map((host, index) => {
        const error = errors[`hosts.${index}`];
        return (
          <Flex vertical gap={2} key={index}>
            <Flex gap={8}>
              <Input
                aria-label={`Host name ${index + 1}`}
                value={host}
                onChange={(event) => set(index, event.target.value)}
                status={error ? 'error' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `brand-host-${index}-error` : undefined}
                autoComplete="off"
                style={{ maxWidth: 360 }}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove host name ${index + 1}`}
                onClick={() => onChange(hosts.filter((_, i) => i !== index))}
              />
            </Flex>
            {error && (
              <Typography.Text type="danger" id={`brand-host-${index}-error`}>
                {error}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...hosts, ''])} style={{ alignSelf: 'flex-start' }}>
        Add host name
      </Button>
    </Flex>
  );
}
