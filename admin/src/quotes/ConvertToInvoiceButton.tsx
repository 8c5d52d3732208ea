import ReceiptIcon from "@mui/icons-material/Receipt";
import { useState } from "react";
import { ActionButton } from "../layout/ActionButton";
import { useNavigate } from "react-router-dom";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { useSalesNotify } from "../sales/useSalesNotify";

/** "Convertir en facture": the server copies the accepted quote's lines into a new invoice. */
export const ConvertToInvoiceButton = ({ quoteId }: { quoteId: string }) => {
  const dataProvider = useAgencyDataProvider();
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { success, serverFailure } = useSalesNotify();

  const convert = async () => {
    setPending(true);
    try {
      const invoiceId = await dataProvider.convertQuote(quoteId);
      success("app.sales.quote.converted");
      navigate(`/invoices/${encodeURIComponent(invoiceId)}`);
    } catch (error) {
      serverFailure("app.sales.quote.convert_failed", error);
      setPending(false);
    }
  };

  return (
    <ActionButton label="app.sales.quote.convert" variant="contained" disabled={pending} onClick={() => void convert()}>
      <ReceiptIcon />
    </ActionButton>
  );
};
