import { addProperty, deleteProperty, editProperty, moveProperty } from './property-changes.ts';
import {
  getAllProperties,
  getDepartments,
  getProperties,
  getPropertyById,
  getPropertyChildren,
  getPropertyTree,
  getPropertyTypeById,
  getPropertyTypes,
} from './property-reads.ts';
import { getPositionGroups } from './position-groups.ts';
import { getUserProperties, getUserPropertyTree, saveUserProperties } from './user-properties.ts';

export const propertyHandlers = [
  getPropertyTypes,
  getPropertyTypeById,
  getAllProperties,
  getProperties,
  getPropertyTree,
  getPropertyById,
  getPropertyChildren,
  addProperty,
  editProperty,
  moveProperty,
  deleteProperty,
  getUserProperties,
  getUserPropertyTree,
  saveUserProperties,
  getDepartments,
  getPositionGroups,
];
