/**
 * The MUI icons that src/config/routes.ts names, imported one by one so the bundle carries
 * only these. An unknown name falls back to a neutral icon rather than breaking the menu.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentLate from '@mui/icons-material/AssignmentLate';
import Badge from '@mui/icons-material/Badge';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import BarChart from '@mui/icons-material/BarChart';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ContactMail from '@mui/icons-material/ContactMail';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Gavel from '@mui/icons-material/Gavel';
import GridOn from '@mui/icons-material/GridOn';
import History from '@mui/icons-material/History';
import Inventory2 from '@mui/icons-material/Inventory2';
import HistoryEdu from '@mui/icons-material/HistoryEdu';
import Landscape from '@mui/icons-material/Landscape';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Map from '@mui/icons-material/Map';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import AirportShuttle from '@mui/icons-material/AirportShuttle';
import DepartureBoard from '@mui/icons-material/DepartureBoard';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import RouteIcon from '@mui/icons-material/Route';
import MoneyOff from '@mui/icons-material/MoneyOff';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Print from '@mui/icons-material/Print';
import QrCode2 from '@mui/icons-material/QrCode2';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import Today from '@mui/icons-material/Today';
import ViewStream from '@mui/icons-material/ViewStream';
import Circle from '@mui/icons-material/Circle';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import EventAvailable from '@mui/icons-material/EventAvailable';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Balance from '@mui/icons-material/Balance';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalFlorist from '@mui/icons-material/LocalFlorist';

const ICONS: Record<string, SvgIconComponent> = {
  ConfirmationNumber,
  EventAvailable,
  QrCodeScanner,
  Balance,
  DirectionsWalk,
  FactCheckOutlined,
  LocalFlorist,
  AirportShuttle,
  DepartureBoard,
  DirectionsBus,
  Route: RouteIcon,
  AssignmentInd,
  AssignmentLate,
  Badge,
  SwapHoriz,
  BarChart,
  CalendarMonth,
  ContactMail,
  Dashboard,
  Description,
  EngineeringOutlined,
  EventRepeat,
  Gavel,
  GridOn,
  History,
  HistoryEdu,
  Inventory2,
  Landscape,
  ManageAccounts,
  Map,
  MeetingRoom,
  MoneyOff,
  People,
  Person,
  Print,
  QrCode2,
  Receipt,
  ReceiptLong,
  RequestQuote,
  Settings,
  Today,
  ViewStream,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? Circle;
