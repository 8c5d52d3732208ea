import "./zodConfig";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { joinOpenTabs } from "./providers/tabSession";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A new tab first takes the browser-session sign-in of the open ones (see tabSession).
void joinOpenTabs().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
