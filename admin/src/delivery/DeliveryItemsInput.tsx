import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { DeliveryItemDraft } from "./deliveryForm";

type ItemField = "description" | "quantity" | "note";

interface DeliveryItemsInputProps {
  items: readonly DeliveryItemDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (index: number, field: ItemField, value: string) => void;
  onAdd: () => void;
  onRemove: (item: DeliveryItemDraft) => void;
}

/** The editable lines: description, quantity above 0 (to the thousandth), note. */
export const DeliveryItemsInput = ({ items, errors, onChange, onAdd, onRemove }: DeliveryItemsInputProps) => {
  const translate = useTranslate();
  const label = (field: ItemField) => translate(`app.delivery_screen.items.${field}`);
  const title = translate("app.delivery_screen.items.title");

  // Column headers show the words; each input carries its own label for assistive technology.
  const cell = (item: DeliveryItemDraft, index: number, field: ItemField) => {
    const error = errors[`items.${index}.${field}`];
    return (
      <TextField
        size="small"
        fullWidth
        hiddenLabel
        type={field === "quantity" ? "number" : "text"}
        value={item[field]}
        onChange={(event) => onChange(index, field, event.target.value)}
        error={error !== undefined}
        helperText={error}
        slotProps={{
          htmlInput:
            field === "quantity"
              ? { "aria-label": label(field), min: 0.001, step: "any", inputMode: "decimal" }
              : { "aria-label": label(field) },
        }}
      />
    );
  };

  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle1" fontWeight="bold">
        {title}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{label("description")}</TableCell>
            <TableCell sx={{ width: 140 }}>{label("quantity")}</TableCell>
            <TableCell>{label("note")}</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item.key}>
              <TableCell>{cell(item, index, "description")}</TableCell>
              <TableCell>{cell(item, index, "quantity")}</TableCell>
              <TableCell>{cell(item, index, "note")}</TableCell>
              <TableCell>
                <IconButton aria-label={translate("app.delivery_screen.items.remove")} onClick={() => onRemove(item)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {errors.items && <FormHelperText error>{errors.items}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
        {translate("app.delivery_screen.items.add")}
      </Button>
    </Box>
  );
};
