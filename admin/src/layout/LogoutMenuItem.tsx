import { useState } from "react";
import LogoutIcon from "@mui/icons-material/PowerSettingsNew";
import { ListItemIcon, ListItemText, MenuItem } from "@mui/material";
import { Confirm, useLogout, useNotify, useTranslate } from "react-admin";

/**
 * "Déconnexion": asks for confirmation first (spec: logout asks for confirmation), then
 * signs out, tells the user, and goes to /login.
 */
export const LogoutMenuItem = () => {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();

  const handleConfirm = async () => {
    setPending(true);
    try {
      await logout({}, "/login", false);
      notify("app.logout.success", { type: "success" });
    } catch (error) {
      console.error("Logout failed", error);
      notify("app.logout.failure", { type: "error" });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      {/* Same colour as react-admin's menu links around it. */}
      <MenuItem onClick={() => setOpen(true)} sx={{ color: "text.secondary" }}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate("app.menu.logout")}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        loading={pending}
        title="app.logout.confirm_title"
        content="app.logout.confirm_content"
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
