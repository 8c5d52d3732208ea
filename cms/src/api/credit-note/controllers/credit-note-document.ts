import { documentActions } from "../../../documents/controller";

export default documentActions("creditNotes");
