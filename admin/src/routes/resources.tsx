import ArticleIcon from "@mui/icons-material/Article";
import MessageIcon from "@mui/icons-material/Mail";
import SubscriberIcon from "@mui/icons-material/MarkEmailRead";
import UserIcon from "@mui/icons-material/ManageAccounts";
import InvoiceIcon from "@mui/icons-material/Receipt";
import CreditNoteIcon from "@mui/icons-material/ReceiptLong";
import DeliveryIcon from "@mui/icons-material/LocalShipping";
import PaymentsIcon from "@mui/icons-material/Payments";
import ClientIcon from "@mui/icons-material/People";
import QuoteIcon from "@mui/icons-material/RequestQuote";
import RecurringIcon from "@mui/icons-material/EventRepeat";
import OutboxIcon from "@mui/icons-material/Outbox";
import { Resource } from "react-admin";
import { lazyScreen } from "./lazyScreen";

// The lists load on first visit (see lazyScreen); the icons stay in the entry: the menu shows them.
const ClientList = lazyScreen(() => import("../clients/ClientList"), "ClientList");
const InvoiceList = lazyScreen(() => import("../invoices/InvoiceList"), "InvoiceList");
const QuoteList = lazyScreen(() => import("../quotes/QuoteList"), "QuoteList");
const DeliveryList = lazyScreen(() => import("../delivery/DeliveryList"), "DeliveryList");
const MessageList = lazyScreen(() => import("../messages/MessageList"), "MessageList");
const SubscriberList = lazyScreen(() => import("../subscribers/SubscriberList"), "SubscriberList");
const PostList = lazyScreen(() => import("../posts/PostList"), "PostList");
const UserList = lazyScreen(() => import("../users/UserList"), "UserList");
const PaymentList = lazyScreen(() => import("../payments/PaymentList"), "PaymentList");

/** react-admin's resources, in the menu's order. */
export const resources = [
  { name: "clients", list: ClientList, icon: ClientIcon, recordRepresentation: "name" },
  { name: "invoices", list: InvoiceList, icon: InvoiceIcon, recordRepresentation: "invoiceNumber" },
  { name: "quotes", list: QuoteList, icon: QuoteIcon, recordRepresentation: "quoteNumber" },
  { name: "delivery", list: DeliveryList, icon: DeliveryIcon, recordRepresentation: "deliveryNumber" },
  { name: "messages", list: MessageList, icon: MessageIcon, recordRepresentation: "name" },
  { name: "subscribers", list: SubscriberList, icon: SubscriberIcon, recordRepresentation: "email" },
  { name: "posts", list: PostList, icon: ArticleIcon, recordRepresentation: "title" },
  { name: "users", list: UserList, icon: UserIcon, recordRepresentation: "name" },
  { name: "payments", list: PaymentList, icon: PaymentsIcon },
  { name: "creditNotes", icon: CreditNoteIcon },
  // Its screens are at /recurring-invoices (staffRoutes), as the credit notes' are at /credit-notes.
  { name: "recurringInvoices", icon: RecurringIcon, recordRepresentation: "client.name" },
  { name: "auditEntries" },
  // Its screens are at /mails (staffRoutes), admin only.
  { name: "mails", icon: OutboxIcon, recordRepresentation: "subject" },
].map((props) => <Resource key={props.name} {...props} />);
