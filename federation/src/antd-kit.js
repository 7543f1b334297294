// The antd that the host provides to every remote under the shared name `antd`: the components this
// product draws, and no others. A shared module cannot be tree-shaken by the builds that use it, so sharing antd
// whole sent all of it (345 KiB as sent) on every first visit; this list is what the workspace imports.
//
// A component not listed here is not in the page. `pnpm lint` (toolchain/check-kits.mjs) fails an import of one
// from 'antd', and says to add it here. Adding one changes the host's antd: release the host before a remote that
// draws it (`pnpm remotes promote` refuses a remote whose components the active host does not provide).
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Tour,
  Typography,
  theme,
} from 'antd/es/index.js';

// Drawn by a few pages only (the date pickers, upload, tree, steps, segmented, collapse), and heavy: fetched the first
// time one is drawn, from the same build (so they share the one ConfigProvider, App and theme above).
export { Collapse, DatePicker, Segmented, Steps, Tree, Upload } from './antd-kit-on-demand.js';
