import { useEffect, useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useTiptapEditor } from "ra-input-rich-text";

const LEVELS = ["paragraph", "1", "2", "3", "4", "5", "6"] as const;
type Level = (typeof LEVELS)[number];
type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

const currentLevel = (editor: Editor): Level =>
  LEVELS.find((level) => level !== "paragraph" && editor.isActive("heading", { level: Number(level) })) ?? "paragraph";

/**
 * "Normal, Titre 1…6" as one named select. ra-input-rich-text's LevelSelect puts a list item in a
 * `nav` without a list (a serious axe finding on the article editor): same choices, plain markup.
 */
export const HeadingLevelSelect = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [level, setLevel] = useState<Level>("paragraph");

  useEffect(() => {
    if (!editor) return undefined;
    const follow = () => setLevel(currentLevel(editor));
    editor.on("selectionUpdate", follow);
    editor.on("update", follow);
    return () => {
      editor.off("selectionUpdate", follow);
      editor.off("update", follow);
    };
  }, [editor]);

  const choose = (value: Level) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (value === "paragraph") chain.setNode("paragraph").run();
    else chain.setNode("heading", { level: Number(value) }).run();
    setLevel(value);
  };

  return (
    <TextField
      select
      size="small"
      label={translate("ra.tiptap.select_level")}
      value={level}
      onChange={(event) => choose(event.target.value as Level)}
      disabled={!editor?.isEditable}
      sx={{ minWidth: 150, mr: 1 }}
    >
      {LEVELS.map((option) => (
        <MenuItem key={option} value={option}>
          {translate(option === "paragraph" ? "ra.tiptap.paragraph" : `ra.tiptap.heading${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
