/** The memorial page's entry (memorial.html): its own bundle, none of the staff app. */
import { mount } from '../kit/mount';
import { MemorialApp } from './MemorialApp';
import '../family/family.css';

mount(<MemorialApp />);
