import { SalesCreate } from "../sales/SalesCreate";
import { deliveryFormKind } from "./deliveryFormKind";

/** /delivery/create: a new delivery note, saved as a draft (spec 001 points 2, 4 and 5). */
export const DeliveryCreate = () => <SalesCreate kind={deliveryFormKind} />;
