# The core's layers (scripts/check-layers.py): the real tree passes, and the checker does catch an include
# that climbs a layer, a cycle, an unlisted file and a system clock read in a copy of the tree.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME test_layers COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/scripts/check-layers.py ${PROJECT_SOURCE_DIR})
add_test(NAME test_layers_checker COMMAND Python3::Interpreter ${QC_TEST_DIR}/test_check_layers.py
         ${PROJECT_SOURCE_DIR})
set_tests_properties(test_layers test_layers_checker PROPERTIES LABELS "core;layers" TIMEOUT 60)
