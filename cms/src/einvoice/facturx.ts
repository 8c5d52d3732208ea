import type { Pdf } from "../documents/pdf-frame";

const FX = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/** The Factur-X properties, and their declaration as a PDF/A extension schema (PDF/A-3 accepts no undeclared one). */
const PROPERTIES = [
  ["DocumentFileName", "The name of the embedded XML document"],
  ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
  ["Version", "The actual version of the standard applying to the embedded XML document"],
  ["ConformanceLevel", "The conformance level of the embedded XML document"],
] as const;

const xmp = `
<rdf:Description rdf:about="" xmlns:fx="${FX}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
  xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${FX}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>${PROPERTIES.map(
            ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
          ).join("")}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

/**
 * Makes a PDF/A-3 document a Factur-X one (profile EN 16931): the CII embedded as `factur-x.xml`, the source data of
 * the pages (AFRelationship Data), and the Factur-X XMP metadata. The document must be opened as PDF/A-3b.
 */
export function embedFacturX(doc: Pdf, cii: string, date: Date): void {
  // pdfkit writes `relationship` as the file's AFRelationship; its type declarations do not list it yet.
  const attachment = {
    name: "factur-x.xml",
    type: "text/xml",
    description: "Factur-X (EN 16931)",
    relationship: "Data",
    creationDate: date,
    modifiedDate: date,
  };
  doc.file(Buffer.from(cii, "utf8"), attachment);
  doc.appendXML(xmp);
}
