/**
 * The MUI icons that src/config/routes.ts names, imported one by one so the bundle carries
 * only these. An unknown name falls back to a neutral icon rather than breaking the menu.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentLate from '@mui/icons-material/AssignmentLate';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import Gavel from '@mui/icons-material/Gavel';
import GridOn from '@mui/icons-material/GridOn';
import History from '@mui/icons-material/History';
import HistoryEdu from '@mui/icons-material/HistoryEdu';
import Landscape from '@mui/icons-material/Landscape';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Map from '@mui/icons-material/Map';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import MoneyOff from '@mui/icons-material/MoneyOff';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Print from '@mui/icons-material/Print';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import ViewStream from '@mui/icons-material/ViewStream';
import Circle from '@mui/icons-material/Circle';

const ICONS: Record<string, SvgIconComponent> = {
  AssignmentInd,
  AssignmentLate,
  Badge,
  BarChart,
  Dashboard,
  Description,
  EngineeringOutlined,
  Gavel,
  GridOn,
  History,
  HistoryEdu,
  Landscape,
  ManageAccounts,
  Map,
  MeetingRoom,
  MoneyOff,
  People,
  Person,
  Print,
  Receipt,
  ReceiptLong,
  RequestQuote,
  Settings,
  ViewStream,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? Circle;
