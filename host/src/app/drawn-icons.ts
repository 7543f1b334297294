/** The icons of today's drawer and profile menu, in the host's own bundle: drawn at once, with no request. */
export {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FlagOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
