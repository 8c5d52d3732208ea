import { useEffect, useState } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { CompanyDetails } from "./deliveryAnswers";
import { useAgencyDataProvider } from "../providers/dataProvider";

/** The company's name and contact lines, as atop its paperwork. */
export const CompanyBlock = ({ company }: { company: CompanyDetails }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate("app.delivery_screen.company.title")}>
      <Typography component="h2" variant="h6">
        {company.name}
      </Typography>
      {[company.address, company.phone, company.email]
        .filter((line) => line !== "")
        .map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
            {line}
          </Typography>
        ))}
    </Box>
  );
};

/** The company's contact details atop the delivery note; left out when they cannot be read. */
export const CompanyHeader = () => {
  const dataProvider = useAgencyDataProvider();
  const [company, setCompany] = useState<CompanyDetails | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.companyDetails(controller.signal).then(setCompany, (error: unknown) => {
      if (!controller.signal.aborted) console.warn("Company details unavailable: header left out", error);
    });
    return () => controller.abort();
  }, [dataProvider]);

  return company ? <CompanyBlock company={company} /> : null;
};
