import { z } from 'zod';
import { id } from './common.ts';
import { calendarMonth, calendarYear, list, optionalText, requiredName, sortOrder } from './values.ts';

// Properties: the one classification tree of the product (DOMAIN.md section 2).

export const propertyTypeDto = z.object({
  propertyTypeId: id,
  name: z.string(),
  /** Stable key the code refers to (department, position, jobGroup, absence, …); null for types an admin made. */
  key: z.string().nullable(),
  selectTypeId: id,
  /** A property of this type may carry a number where it is attached (Tillæg 250 kr, Overtid 2,5 timer). */
  canHaveValue: z.boolean(),
  hidden: z.boolean(),
});
export type PropertyTypeDto = z.infer<typeof propertyTypeDto>;

export const propertyDto = z.object({
  propertyId: id,
  propertyTypeId: id,
  parentId: id.nullable(),
  name: z.string(),
  code: z.string().nullable(),
  icon: z.string().nullable(),
  /** False for a node that only groups others (a ship above its departments). */
  selectable: z.boolean(),
  /** Hidden from new choices; history keeps it. */
  disabled: z.boolean(),
  /** A catering department (the catering watch report counts it); false for other properties. */
  isCatering: z.boolean(),
});
export type PropertyDto = z.infer<typeof propertyDto>;

export interface PropertyTreeNodeDto extends PropertyDto {
  children: PropertyTreeNodeDto[];
}

/** A property with the properties below it, as the tree pickers show them. */
export const propertyTreeNodeDto: z.ZodType<PropertyTreeNodeDto> = z.object({
  ...propertyDto.shape,
  get children() {
    return z.array(propertyTreeNodeDto);
  },
});

/** Replaces the properties of one type attached to a user for a role. */
export const saveUserPropertiesRequest = z.object({
  planUserId: id,
  roleId: id,
  propertyTypeId: id,
  propertyIds: list(id, 1000),
});

/** A property as it is attached to something (an employment, a watch): enough to show it. */
export const propertyRefDto = z.object({
  propertyId: id,
  propertyTypeId: id,
  name: z.string(),
  code: z.string().nullable(),
});
export type PropertyRefDto = z.infer<typeof propertyRefDto>;

/** A group of positions (Stilling properties) that budgets and the FTE report count together. */
export const positionGroupDto = z.object({
  positionGroupId: id,
  name: z.string(),
  positionPropertyIds: z.array(id),
});

// Timetables: a department's sailing plan, a line per month with an entry per day.

export const timeTableEntryDto = z.object({
  timeTableEntryId: id,
  timeTableLineId: id,
  day: z.number().int().min(1).max(31),
  text: z.string(),
});

export const timeTableLineDto = z.object({
  timeTableLineId: id,
  timeTableId: id,
  sortOrder: z.number().int(),
  month: calendarMonth,
  year: calendarYear,
  text: z.string(),
  entries: z.array(timeTableEntryDto),
});

export const timeTableDto = z.object({
  timeTableId: id,
  name: z.string(),
  /** The departments (properties) that sail by it. */
  departmentPropertyIds: z.array(id),
  lines: z.array(timeTableLineDto),
});
export type TimeTableDto = z.infer<typeof timeTableDto>;

export const saveTimeTableRequest = z.object({
  timeTableId: id.nullish(),
  name: requiredName(100),
  departmentPropertyIds: list(id, 1000).default([]),
});

export const saveTimeTableLineRequest = z.object({
  timeTableLineId: id.nullish(),
  timeTableId: id,
  sortOrder: sortOrder.default(0),
  month: calendarMonth,
  year: calendarYear,
  text: optionalText(200),
});

/** Saving an entry with empty text removes it. */
export const saveTimeTableEntryRequest = z.object({
  timeTableEntryId: id.nullish(),
  timeTableLineId: id,
  day: z.number().int().min(1, 'Dagen skal være 1-31').max(31, 'Dagen skal være 1-31'),
  text: optionalText(200),
});
