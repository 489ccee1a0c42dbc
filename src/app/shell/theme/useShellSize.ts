import { useStore } from 'react-admin';
import { STORE_KEYS } from '../../store/shellStore';
import { DEFAULT_SIZE, isSize, type Size } from '../../theme/sizes';

/** The size switch's value, remembered in the `size` cookie like the legacy product. */
export const useShellSize = (): [Size, (size: Size) => void] => {
  const [stored, setStored] = useStore<string>(STORE_KEYS.size, DEFAULT_SIZE);
  return [isSize(stored) ? stored : DEFAULT_SIZE, setStored];
};
