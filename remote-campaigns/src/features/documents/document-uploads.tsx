import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Progress, Typography, Upload } from 'antd';
import { useCallback, useState } from 'react';
import type { DocumentOwner } from './document-owner';
import { uploadDocument } from './upload-document';
import { uploadProblem } from './upload-limits';

interface UploadItem {
  uid: string;
  name: string;
  percent: number;
  error: string | null;
}

/**
 * Upload of several files, each with its progress. A refused file stays listed with the reason (and can be
 * dismissed); the document list is refreshed after every file that arrived, so nothing already listed is lost.
 */
export function useDocumentUploads(clientId: number, owner: DocumentOwner, onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (uid: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const start = useCallback(
    (file: File & { uid: string }) => {
      const problem = uploadProblem(file);
      setItems((list) => [...list, { uid: file.uid, name: file.name, percent: 0, error: problem }]);
      if (problem) return false;
      uploadDocument(clientId, owner, file, (percent) => update(file.uid, { percent })).then(
        () => {
          setItems((list) => list.filter((item) => item.uid !== file.uid));
          onUploaded();
        },
        (error: Error) => update(file.uid, { error: error.message }),
      );
      return false;
    },
    [clientId, owner, onUploaded],
  );

  const button = (
    <Upload multiple showUploadList={false} beforeUpload={start}>
      <Button type="primary" icon={<UploadOutlined />}>
        Upload files
      </Button>
    </Upload>
  );

  const failed = items.filter((item) => item.error);
  const running = items.filter((item) => !item.error);
  const progress =
    items.length === 0 ? null : (
      <Flex vertical gap={8}>
        {running.length > 0 && (
          <List
            aria-label="Uploads in progress"
            size="small"
            dataSource={running}
            renderItem={(item) => (
              <List.Item>
                <Flex vertical style={{ width: '100%' }}>
                  <Typography.Text>{item.name}</Typography.Text>
                  <Progress percent={item.percent} size="small" aria-label={`Uploading ${item.name}`} />
                </Flex>
              </List.Item>
            )}
          />
        )}
        {failed.map((item) => (
          <Alert
            key={item.uid}
            type="error"
            showIcon
            title={`${item.name} was not uploaded`}
            description={item.error}
            action={
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={`Dismiss ${item.name}`}
                onClick={() => setItems((list) => list.filter((i) => i.uid !== item.uid))}
              />
            }
          />
        ))}
      </Flex>
    );

  return { button, progress };
}
