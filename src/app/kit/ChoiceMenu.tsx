/**
 * A navbar button that opens a menu of choices (the language, the size): the current one shown
 * selected and off, a notice once another is chosen.
 */
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';

interface Props<T extends string> {
  icon: ReactNode;
  /** The button's tooltip and accessible name. */
  label: string;
  choices: readonly T[];
  current: T;
  onChoose: (choice: T) => void;
  /** How a choice reads in the menu. */
  text: (choice: T) => string;
  /** Attributes of a choice's item (its language, test hooks). */
  itemProps: (choice: T) => Record<string, string>;
  /** The message key of the notice once chosen. */
  switched: string;
}

export const ChoiceMenu = <T extends string>({ icon, label, choices, current, onChoose, text, itemProps, switched }: Props<T>) => {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            {...itemProps(choice)}
            selected={choice === current}
            disabled={choice === current}
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
              notify(switched, { type: 'success' });
            }}
          >
            {text(choice)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
