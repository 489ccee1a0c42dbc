/** The family page's entry (family.html): its own bundle, none of the staff app. */
import { mount } from '../kit/mount';
import { FamilyApp } from './FamilyApp';
import './family.css';

mount(<FamilyApp />);
