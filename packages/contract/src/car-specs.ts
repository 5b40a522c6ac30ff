// The 13 'Full Specifications' sections of the car detail page, as data shared by
// the server (which fills them per variant) and the web app (which renders them in this order).
// Field keys are unique across all sections because the API flattens a variant's specs into one object.

export const specSections = [
  {
    key: 'overview',
    title: 'Overview',
    fields: [
      { key: 'body_type', label: 'Body Type' },
      { key: 'segment', label: 'Segment' },
      { key: 'fuel', label: 'Fuel' },
      { key: 'seating_capacity', label: 'Seating Capacity' },
      { key: 'door_count', label: 'Doors' },
      { key: 'drivetrain', label: 'Drivetrain' },
      { key: 'assembly', label: 'Assembly' },
    ],
  },
  {
    key: 'engine_transmission',
    title: 'Engine and Transmission',
    fields: [
      { key: 'engine_type', label: 'Engine Type' },
      { key: 'displacement_cc', label: 'Displacement (cc)' },
      { key: 'cylinders', label: 'No. of Cylinders' },
      { key: 'valves_per_cylinder', label: 'Valves per Cylinder' },
      { key: 'aspiration', label: 'Aspiration' },
      { key: 'max_power', label: 'Max Power' },
      { key: 'max_torque', label: 'Max Torque' },
      { key: 'gearbox', label: 'Gearbox' },
      { key: 'gear_count', label: 'No. of Gears' },
      { key: 'paddle_shifters', label: 'Paddle Shifters' },
      { key: 'drive_modes', label: 'Drive Modes' },
    ],
  },
  {
    key: 'hybrid_system',
    title: 'Hybrid System',
    fields: [
      { key: 'hybrid_type', label: 'Hybrid / Electric Type' },
      { key: 'electric_motor_kw', label: 'Electric Motor Output (kW)' },
      { key: 'battery_kwh', label: 'Battery Capacity (kWh)' },
      { key: 'battery_type', label: 'Battery Type' },
      { key: 'electric_range_km', label: 'Electric Range (km)' },
      { key: 'regenerative_braking', label: 'Regenerative Braking' },
      { key: 'charging_ac_kw', label: 'AC Charging (kW)' },
      { key: 'charging_dc_kw', label: 'DC Fast Charging (kW)' },
      { key: 'dc_charge_time', label: 'DC Charging Time' },
    ],
  },
  {
    key: 'performance',
    title: 'Performance & Efficiency',
    fields: [
      { key: 'acceleration_0_100_s', label: '0-100 km/h (s)' },
      { key: 'top_speed_kmph', label: 'Top Speed (km/h)' },
      { key: 'arai_mileage', label: 'ARAI Mileage' },
      { key: 'mileage_unit', label: 'Mileage Unit' },
      { key: 'combined_consumption', label: 'Combined Consumption' },
      { key: 'co2_emissions_g_km', label: 'CO2 Emissions (g/km)' },
      { key: 'emission_norm', label: 'Emission Norm' },
      { key: 'power_to_weight_bhp_per_tonne', label: 'Power to Weight (bhp/tonne)' },
    ],
  },
  {
    key: 'exterior',
    title: 'Exterior Equipment',
    fields: [
      { key: 'headlamps', label: 'Headlamps' },
      { key: 'led_drls', label: 'LED DRLs' },
      { key: 'led_tail_lamps', label: 'LED Tail Lamps' },
      { key: 'fog_lamps', label: 'Fog Lamps' },
      { key: 'rain_sensing_wipers', label: 'Rain-sensing Wipers' },
      { key: 'auto_headlamps', label: 'Automatic Headlamps' },
      { key: 'power_folding_mirrors', label: 'Power-folding Mirrors' },
      { key: 'roof_rails', label: 'Roof Rails' },
      { key: 'sunroof', label: 'Sunroof' },
      { key: 'alloy_wheel_size_in', label: 'Alloy Wheel Size (inch)' },
      { key: 'powered_tailgate', label: 'Powered Tailgate' },
      { key: 'puddle_lamps', label: 'Puddle Lamps' },
    ],
  },
  {
    key: 'interior',
    title: 'Interior Equipment',
    fields: [
      { key: 'ambient_lighting', label: 'Ambient Lighting' },
      { key: 'climate_zones', label: 'Climate Control Zones' },
      { key: 'digital_cluster', label: 'Instrument Cluster' },
      { key: 'head_up_display', label: 'Head-up Display' },
      { key: 'keyless_entry', label: 'Keyless Entry' },
      { key: 'push_button_start', label: 'Push-button Start' },
      { key: 'wireless_charging', label: 'Wireless Phone Charging' },
      { key: 'rear_ac_vents', label: 'Rear AC Vents' },
      { key: 'steering_adjust', label: 'Steering Adjustment' },
      { key: 'cruise_control', label: 'Cruise Control' },
      { key: 'auto_dimming_irvm', label: 'Auto-dimming IRVM' },
      { key: 'rear_sunshades', label: 'Rear Sunshades' },
    ],
  },
  {
    key: 'seats_upholstery',
    title: 'Seats & Upholstery',
    fields: [
      { key: 'upholstery', label: 'Upholstery' },
      { key: 'driver_seat_adjust', label: 'Driver Seat Adjustment' },
      { key: 'ventilated_seats', label: 'Ventilated Seats' },
      { key: 'heated_seats', label: 'Heated Seats' },
      { key: 'massage_seats', label: 'Massage Seats' },
      { key: 'rear_seat_recline', label: 'Rear Seat Recline' },
      { key: 'rear_seat_split', label: 'Rear Seat Split' },
      { key: 'third_row', label: 'Third Row Seats' },
      { key: 'lumbar_support', label: 'Lumbar Support' },
    ],
  },
  {
    key: 'entertainment',
    title: 'Entertainment Front',
    fields: [
      { key: 'touchscreen_size', label: 'Touchscreen Size (inch)' },
      { key: 'infotainment_system', label: 'Infotainment System' },
      { key: 'speakers', label: 'Speakers' },
      { key: 'sound_system', label: 'Sound System' },
      { key: 'apple_carplay', label: 'Apple CarPlay' },
      { key: 'android_auto', label: 'Android Auto' },
      { key: 'navigation', label: 'Navigation' },
      { key: 'connected_car', label: 'Connected Car Technology' },
      { key: 'rear_entertainment', label: 'Rear Seat Entertainment' },
      { key: 'usb_c_ports', label: 'USB-C Ports' },
    ],
  },
  {
    key: 'safety',
    title: 'Safety Equipment',
    fields: [
      { key: 'airbags', label: 'Airbags' },
      { key: 'abs', label: 'ABS' },
      { key: 'ebd', label: 'EBD' },
      { key: 'esp', label: 'Electronic Stability Program' },
      { key: 'hill_hold', label: 'Hill Hold Assist' },
      { key: 'hill_descent', label: 'Hill Descent Control' },
      { key: 'tpms', label: 'Tyre Pressure Monitor' },
      { key: 'isofix', label: 'ISOFIX Child Seat Mounts' },
      { key: 'parking_sensors', label: 'Parking Sensors' },
      { key: 'parking_camera', label: 'Parking Camera' },
      { key: 'adas', label: 'ADAS' },
      { key: 'blind_spot_monitor', label: 'Blind Spot Monitor' },
    ],
  },
  {
    key: 'suspension_brakes',
    title: 'Suspension/Brakes/Wheels/Tyres',
    fields: [
      { key: 'front_suspension', label: 'Front Suspension' },
      { key: 'rear_suspension', label: 'Rear Suspension' },
      { key: 'adaptive_dampers', label: 'Adaptive Dampers' },
      { key: 'brakes_front', label: 'Front Brakes' },
      { key: 'brakes_rear', label: 'Rear Brakes' },
      { key: 'tyre_size', label: 'Tyre Size' },
      { key: 'spare_wheel', label: 'Spare Wheel' },
      { key: 'wheel_type', label: 'Wheel Type' },
      { key: 'steering_type', label: 'Steering Type' },
      { key: 'turning_radius_m', label: 'Turning Radius (m)' },
    ],
  },
  {
    key: 'dimensions',
    title: 'Dimensions/Weight/Storage/Capacity',
    fields: [
      { key: 'length_mm', label: 'Length (mm)' },
      { key: 'width_mm', label: 'Width (mm)' },
      { key: 'height_mm', label: 'Height (mm)' },
      { key: 'wheelbase_mm', label: 'Wheelbase (mm)' },
      { key: 'ground_clearance_mm', label: 'Ground Clearance (mm)' },
      { key: 'kerb_weight_kg', label: 'Kerb Weight (kg)' },
      { key: 'boot_space_l', label: 'Boot Space (litres)' },
      { key: 'fuel_tank_l', label: 'Fuel Tank (litres)' },
      { key: 'seating_rows', label: 'Seating Rows' },
    ],
  },
  {
    key: 'warranty',
    title: 'Warranty & Service Package',
    fields: [
      { key: 'standard_warranty_years', label: 'Standard Warranty (years)' },
      { key: 'warranty_km', label: 'Warranty Distance (km)' },
      { key: 'extended_warranty', label: 'Extended Warranty' },
      { key: 'roadside_assistance', label: 'Roadside Assistance' },
      { key: 'service_package', label: 'Service Package' },
      { key: 'service_interval_km', label: 'Service Interval (km)' },
      { key: 'battery_warranty', label: 'Battery Warranty' },
    ],
  },
  {
    key: 'colours',
    title: 'Exterior Colours',
    fields: [
      { key: 'available_colours', label: 'Available Colours' },
      { key: 'colour_options', label: 'No. of Colour Options' },
      { key: 'metallic_paint', label: 'Metallic Paint' },
      { key: 'matte_paint_option', label: 'Matte Paint Option' },
      { key: 'contrast_roof_option', label: 'Contrast Roof Option' },
    ],
  },
] as const;

/** One value of a specification row: text, a number in the unit of its label, yes/no, or unknown. */
export type SpecValue = string | number | boolean | null;

export type SpecSection = (typeof specSections)[number];
export type SpecSectionKey = SpecSection['key'];
export type SpecFieldKey = SpecSection['fields'][number]['key'];

/** A variant's filled specification: every section, every field. */
export type SpecRecord = {
  [S in SpecSection as S['key']]: { [F in S['fields'][number] as F['key']]: SpecValue };
};
